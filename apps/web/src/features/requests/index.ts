/** The request form (contact, partner, business, crowdfunding): kept apart because it brings zod. */
export { RequestForm } from './RequestForm.tsx';
