/** Messages of the graduate zone (/graduate: campus hiring and internships). */
export default {} as const;
