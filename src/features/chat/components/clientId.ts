/** A sender-made id for one message: a retried send with it is answered with the stored message, not a copy. */
export const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
