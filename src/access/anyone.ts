export const anyone = (): boolean => true
