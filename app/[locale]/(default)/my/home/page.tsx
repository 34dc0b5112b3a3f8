// The spec's /my/home is the same page as /my.
export { default, generateMetadata } from '../page';
