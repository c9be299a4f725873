export { LanguageSwitch, languageEndonyms, type LanguageSwitchProps } from './LanguageSwitch';
