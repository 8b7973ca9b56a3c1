// The stylesheet is imported here explicitly: Rolldown drops react-vant's own side-effect CSS
// import when the component lands in a lazily loaded chunk (rolldown/rolldown#8804).
import 'react-vant/es/overlay/style/index.css';
import 'react-vant/es/popup/style/index.css';

export { Popup } from 'react-vant/es/popup/index.js';
