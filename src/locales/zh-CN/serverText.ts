import serverText from '../../dicts/zhLabels/serverText.ts';

/** Texts the API writes (notices, the usage log, resume titles, chat summaries): `serverText.<id>`, kept beside the contract the mock writes them with. */
export default serverText;
