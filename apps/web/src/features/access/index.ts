export { AccessProvider, useAccessModal, type AccessModalState } from './context';
export { invitedEmail } from './invite-token';
export { AccountMenu } from './components/AccountMenu';
export { NdaPrompt } from './components/NdaPrompt';
export { SecurityReviewBanner } from './components/SecurityReviewBanner';
export { useMember } from './api';
export { MemberLockedAction } from './components/MemberLockedAction';
export { ByoidWelcome } from './components/ByoidWelcome';
