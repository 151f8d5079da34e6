/**
 * localStorage for preferences kept on this device (a home city, recent searches): never session data, never
 * tokens. Private mode, a full quota or a blocked storage simply means nothing is remembered.
 */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function deviceStorage(): DeviceStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string, storage: Pick<Storage, 'getItem'> | undefined = deviceStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value, or removes the key for `undefined`. */
export function writeItem(key: string, value: string | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = deviceStorage()) {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Not remembered.
  }
}
