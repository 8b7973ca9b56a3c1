// The stylesheet is imported here explicitly: Rolldown drops react-vant's own side-effect CSS
// import when the component lands in a lazily loaded chunk (rolldown/rolldown#8804).
import 'react-vant/es/stepper/style/index.css';

export { Stepper } from 'react-vant/es/stepper/index.js';
