// The label is made in common, where the engine's tests check it for every category it reports.
export { getCategoryLabel } from '../../../common/analysis/category-label.ts';
