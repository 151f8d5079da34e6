/** Messages of the company domain (filled by the job-seeking issue). */
export default {} as const;
