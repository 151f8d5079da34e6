/** Messages of the zone domain (filled by the job-seeking issue). */
export default {} as const;
