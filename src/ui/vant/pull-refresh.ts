// The stylesheet is imported here explicitly: Rolldown drops react-vant's own side-effect CSS
// import when the component lands in a lazily loaded chunk (rolldown/rolldown#8804).
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/pull-refresh/style/index.css';

export { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
