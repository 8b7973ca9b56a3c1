/**
 * The shared components' stylesheets (src/ui, src/mall, react-vant's spinner), in the shell: 19 of the 24
 * routes draw some of them, and as a chunk of their own they were two more files (a script of class
 * names and a stylesheet) on each of those screens' first load, each costing a cheap phone's main thread
 * some 20 ms at 4x CPU while the page starts (paired loads, static host). The shell's styles are in the
 * page itself (scripts/build/inline-shell-styles.ts), before any screen's own, so a screen's rule for a
 * shared component still wins by coming after it, and each rule is still emitted once (issue 33).
 */
import.meta.glob(['../../ui/**/*.module.css', '../../mall/**/*.module.css'], { eager: true });
import 'react-vant/es/loading/style/index.css';
