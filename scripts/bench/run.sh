#!/usr/bin/env bash
# npm run bench: bundle sizes of the production build, the renderer against its floor, LCP of mall screens,
# Lighthouse (performance and accessibility) of mall screens and a component page, and a load smoke test
# of the embedded API server (its own spawned server, no build needed), the production front's draw times
# and throughput (scripts/bench/front.ts), the live preview per keystroke
# in the page editor's JSON view and in its forms (a demo build of its own).
set -euo pipefail
cd "$(dirname "$0")/../.."
node scripts/ensure-chromium.mjs
BENCH_LOAD_PORT=${BENCH_LOAD_PORT:-4610} npx tsx scripts/bench/server-load.ts
npm run build --silent
npx tsx scripts/bench/bundle.ts dist
# The production front and the double as separate processes, on free ports: draw times and throughput.
npx tsx scripts/bench/front.ts
# The production build plus the floor page (built on its own, so it shares no chunk with the app).
rm -rf bench/tmp/dist && cp -r dist bench/tmp/dist
BENCH_FLOOR=1 npx vite build --logLevel warn --outDir bench/tmp/floor --emptyOutDir
cp bench/tmp/floor/assets/* bench/tmp/dist/assets/
mkdir -p bench/tmp/dist/bench/floor && cp bench/tmp/floor/bench/floor/index.html bench/tmp/dist/bench/floor/
PORT=${BENCH_PORT:-4600}
if curl -sf "http://127.0.0.1:$PORT/" >/dev/null 2>&1; then
  echo "port $PORT is already in use; stop that server or set BENCH_PORT" >&2
  exit 1
fi
# node itself (not an npx/tsx wrapper) so the trap below stops the server it started.
node --import tsx server/cli.ts --serve bench/tmp/dist --port "$PORT" --host 127.0.0.1 --data-dir bench/tmp/data --reset --no-wechat-sim --quiet &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/mall/portal" >/dev/null && break; sleep 0.2; done
BENCH_BASE="http://127.0.0.1:$PORT" npx tsx scripts/bench/renderer.ts
BENCH_BASE="http://127.0.0.1:$PORT" npx tsx scripts/bench/feed-scroll.ts
BENCH_BASE="http://127.0.0.1:$PORT" npx tsx scripts/bench/lcp.ts
BENCH_BASE="http://127.0.0.1:$PORT" npx tsx scripts/bench/lighthouse.ts
# The reference editor is a testers' tool: a demo build of its own (client only), served on the next port,
# under two sites' names (127.0.0.1 and localhost: the second puts the preview in a process of its own).
LIVE_PORT=$((PORT + 1))
VITE_DEMO_TOOLS=1 VITE_PREVIEW_ORIGINS="http://127.0.0.1:$LIVE_PORT,http://localhost:$LIVE_PORT" npx vite build --logLevel warn --outDir bench/tmp/demo --emptyOutDir
node --import tsx server/cli.ts --serve bench/tmp/demo --port "$LIVE_PORT" --host 127.0.0.1 --data-dir bench/tmp/demo-data --reset --no-wechat-sim --quiet &
LIVE_SERVER=$!
trap 'kill $SERVER $LIVE_SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$LIVE_PORT/dev/editor" >/dev/null && break; sleep 0.2; done
BENCH_LIVE_BASE="http://127.0.0.1:$LIVE_PORT" npx tsx scripts/bench/live-preview.ts
# The page editor's forms on the same 300-node page, on the same demo build: the work per keystroke in a field.
BENCH_LIVE_BASE="http://127.0.0.1:$LIVE_PORT" npx tsx scripts/bench/page-editor-form.ts
