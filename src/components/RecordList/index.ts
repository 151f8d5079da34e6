/** The shared look of one-record-per-row lists (`record-list`, `record-item`…): import for its styles. */
import './recordList.css';
