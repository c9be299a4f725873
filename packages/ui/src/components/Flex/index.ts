export { Flex, type FlexProps } from './Flex';
