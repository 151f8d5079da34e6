import { Pagination, type PaginationProps } from 'antd';

/** antd's Pagination, in a chunk of its own (with rc-select, which it imports for a size changer we never show). */
export default function Pager(props: PaginationProps) {
  return <Pagination {...props} />;
}
