/** Messages of the discover domain. */
export default {} as const;
