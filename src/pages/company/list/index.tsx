// Under construction until this page's issue replaces it.
export { default } from '@/components/ComingSoon/index.tsx';
