export { Text, Heading, textLink, type TextProps, type HeadingProps } from './Text';
