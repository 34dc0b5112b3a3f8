// The business reading's `/Home`: the same page as `/`, whose URL stays canonical.
export { default, generateMetadata } from '../page';
