import zhLabels from '../../dicts/zhLabels/index.ts';

/** Labels of the shared dictionaries (src/dicts): `dict.<dictionary>.<value>`, kept in src/dicts/zhLabels. */
export default zhLabels;
