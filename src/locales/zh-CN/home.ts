/** Messages of the home domain (filled by the job-seeking issue). */
export default {} as const;
