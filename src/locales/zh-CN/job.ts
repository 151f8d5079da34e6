/** Messages of the job domain (filled by the job-seeking issue). */
export default {} as const;
