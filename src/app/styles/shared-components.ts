/**
 * The shared components' stylesheets (src/ui, src/mall, react-vant's spinner), in the shell: 19 of the 24
 * routes draw some of them, and as a chunk of their own they were two more files (a script of class
 * names and a stylesheet) on each of those screens' first load, each costing a cheap phone's main thread
 * some 20 ms at 4x CPU while the page starts (paired loads, static host). The shell's styles are in the
 * page itself (scripts/build/inline-shell-styles.ts), before any screen's own, so a screen's rule for a
 * shared component still wins by coming after it, and each rule is emitted once (issue 33).
 *
 * Imported last by src/main.tsx, and in this order, which is the order they had as a chunk: an element
 * given a class of ui.module.css (`.img`) and one of its component's (LineItem's `.image`) takes the
 * component's sizes because they come later. A shared stylesheet missing here is emitted into each chunk
 * that uses it, and the build says so (scripts/build/one-copy-styles.ts).
 */
import 'react-vant/es/loading/style/index.css';
import '../../ui/ui.module.css';
import '../../ui/RichHtml.module.css';
import '../../ui/ShareButton.module.css';
import '../../ui/ProductCard.module.css';
import '../../ui/feed/FeedPlaceholder.module.css';
import '../../ui/feed/ProductFeedList.module.css';
import '../../mall/missions/MissionBlock.module.css';
import '../../ui/patterns.module.css';
import '../../ui/LineItem.module.css';
import '../../mall/orders/TrackStatus.module.css';
import '../../mall/orders/OrderActions.module.css';
