// Stylesheets imported explicitly: Rolldown drops react-vant's own side-effect CSS imports when the
// component lands in a lazily loaded chunk (rolldown/rolldown#8804). Area is a picker in a popup.
import 'react-vant/es/overlay/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/picker/style/index.css';

export { Area } from 'react-vant/es/area/index.js';
