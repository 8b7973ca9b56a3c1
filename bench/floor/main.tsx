/**
 * The benchmark's floor: a hand-written React page that fetches the same document through the same
 * request layer and renders the same DOM with the same widget components, but with none of the
 * renderer's machinery (no schema checks, no boundaries, no lazy widgets, no visibility rules).
 */
import '../../src/app/styles/global.css';
import { createRoot } from 'react-dom/client';
import { getComponentPage } from '../../src/api/component';
import { CORE_PATHS, TARGET_ROUTES } from '../../src/app/links';
import { registerTargetRoutes } from '../../src/core/actions';
import { registerCorePaths } from '../../src/core/navigation';
import { nodeStyleToCss, type PageDocument, type PageNode, type RegisteredWidget } from '../../src/core/renderer';
import banner from '../../widgets/banner/widget';
import container from '../../widgets/container/widget';
import countdown from '../../widgets/countdown/widget';
import couponList from '../../widgets/coupon-list/widget';
import divider from '../../widgets/divider/widget';
import iconGrid from '../../widgets/icon-grid/widget';
import image from '../../widgets/image/widget';
import noticeBar from '../../widgets/notice-bar/widget';
import productFeed from '../../widgets/product-feed/widget';
import productGrid from '../../widgets/product-grid/widget';
import richText from '../../widgets/rich-text/widget';
import signIn from '../../widgets/sign-in/widget';
import spacer from '../../widgets/spacer/widget';
import tabs from '../../widgets/tabs/widget';
import title from '../../widgets/title/widget';
import video from '../../widgets/video/widget';

const WIDGETS = new Map<string, RegisteredWidget>(
  [banner, container, countdown, couponList, divider, iconGrid, image, noticeBar, productFeed, productGrid, richText, signIn, spacer, tabs, title, video].map(
    (widget) => [widget.type, widget],
  ),
);

function NodeElement({ node }: { node: PageNode }) {
  const widget = WIDGETS.get(node.type);
  if (!widget) return null;
  const Widget = widget.component;
  const childNodes = (node.children ?? []).map((child, index) => <NodeElement key={`${child.id}#${index}`} node={child} />);
  return (
    <div data-node-id={node.id} data-node-type={node.type} style={nodeStyleToCss(node.style)}>
      <Widget props={node.props} node={node} childNodes={childNodes} />
    </div>
  );
}

registerCorePaths(CORE_PATHS);
registerTargetRoutes(TARGET_ROUTES);
const id = new URLSearchParams(window.location.search).get('id') ?? '';
// The floor trusts its fixture: it measures drawing, not decoding.
void getComponentPage({ id }).then((answer) => {
  const page = answer as PageDocument;
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <div style={{ backgroundColor: page.style?.bg_color }}>
        {page.nodes.map((node, index) => (
          <NodeElement key={`${node.id}#${index}`} node={node} />
        ))}
      </div>,
    );
  }
});
