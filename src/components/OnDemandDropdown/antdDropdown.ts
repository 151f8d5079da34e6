// The chunk OnDemandDropdown loads on demand: antd's Dropdown with its menu.
export { Dropdown as default } from 'antd';
