/** Messages of the dict domain (filled by the job-seeking issue). */
export default {} as const;
