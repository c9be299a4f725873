export { Skeleton, type SkeletonProps } from './Skeleton';
export { skeletonVariants, type SkeletonVariant } from './skeletonVariants';
