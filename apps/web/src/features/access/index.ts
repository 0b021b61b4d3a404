export { AccessProvider, useAccessModal, type AccessModalState } from './context';
export { AccountMenu } from './components/AccountMenu';
export { SecurityReviewBanner } from './components/SecurityReviewBanner';
