/** Messages of the shared domain. */
export default {} as const;
