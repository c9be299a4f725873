/** The product name: a brand, written the same in every language. */
export const APP_NAME = 'Atrium';
