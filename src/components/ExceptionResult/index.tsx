import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { T } from '@/locales/useT.tsx';

/** The body of the 403/404/500 pages: the cause in plain words and ways on (home, back, and page-specific ones). */
export function ExceptionResult({
  status,
  title,
  description,
  extra,
}: {
  status: '403' | '404' | '500';
  title: ReactNode;
  description: ReactNode;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={<h1 className="exception-title">{title}</h1>}
      subTitle={description}
      extra={
        <Space wrap>
          {extra}
          <Link to="/">
            <Button type="primary">
              <T id="common.backHome" />
            </Button>
          </Link>
          <Button onClick={() => navigate(-1)}>
            <T id="common.back" />
          </Button>
          <Link to="/contactUs">
            <Button type="link">
              <T id="exception.contactSupport" />
            </Button>
          </Link>
        </Space>
      }
    />
  );
}
