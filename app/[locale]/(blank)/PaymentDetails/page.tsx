// The spec's second spelling of the payment return page; providers configured with it land here.
export { default, generateMetadata } from '../payment-details/page';
