import { Button, Card, Form, Input, InputNumber, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import FormDialog from '@/components/FormDialog/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { AllotmentBody, SubAccountBody, SubAccountView, TeamView } from '@/contract/subAccounts.ts';
import { ALLOTMENT_MAX, ALLOTTABLE_QUOTAS, SUB_ACCOUNT_TITLE_MAX } from '@/contract/subAccountValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { addSubAccount, allotQuotas, queryTeam, setSubAccountActive } from '@/services/hiring.ts';
import '@/components/RecordList/index.ts';

/**
 * 子账号 on /enterprisecenter: the company's recruiters besides the main account, each with their share of the
 * split quotas (a share caps what they may use; none: they draw on the company's pool). The main account adds,
 * allots, stops and restarts; a sub-account sees its own share only.
 */
export default function TeamCard() {
  const t = useT();
  const team = useApiRequest(queryTeam);
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'allot'; member: SubAccountView } | null>(null);
  const data = team.data;
  // A plan without seats (the free plan) does not include sub-accounts: said so, with no add button.
  const noSeats = data ? data.seats.granted === 0 && data.seats.used === 0 : false;
  const full = data ? data.seats.used >= data.seats.granted : false;
  const changed = (next: TeamView) => team.mutate(next);

  return (
    <Card
      title={<T id="hiring.team.title" />}
      className="center-team"
      extra={
        data?.canManage &&
        !noSeats && (
          <span className="center-team-extra">
            <span className="center-hint" data-testid="team-seats">
              <T id="hiring.team.seats" values={{ used: data.seats.used, granted: data.seats.granted }} />
            </span>
            <Button size="small" type="primary" disabled={full} onClick={() => setDialog({ kind: 'add' })}>
              <T id="hiring.team.add" />
            </Button>
          </span>
        )
      }
    >
      {data?.canManage && noSeats && (
        <p className="center-hint">
          <T id="hiring.team.notIncluded" /> <Link to="/enterprisevip">{t('hiring.post.quotaMore')}</Link>
        </p>
      )}
      {data?.canManage && full && !noSeats && (
        <p className="center-hint">
          <T id="hiring.team.full" /> <Link to="/enterprisevip">{t('hiring.post.quotaMore')}</Link>
        </p>
      )}
      {data && !data.canManage && (
        <p className="center-hint">
          <T id="hiring.team.ownShare" />
        </p>
      )}
      {!noSeats && (
        <ListState loading={team.loading && !data} error={team.error} empty={!data?.members.length} onRetry={team.refresh} emptyId="hiring.team.empty">
          <ul className="record-list">
            {data?.members.map((member) => (
              <MemberItem key={member.id} member={member} canManage={data.canManage} onAllot={() => setDialog({ kind: 'allot', member })} onChanged={changed} />
            ))}
          </ul>
        </ListState>
      )}
      {dialog?.kind === 'add' && <AddDialog onClose={() => setDialog(null)} onAdded={changed} />}
      {dialog?.kind === 'allot' && data && <AllotDialog team={data} member={dialog.member} onClose={() => setDialog(null)} onAllotted={changed} />}
    </Card>
  );
}

function MemberItem({
  member,
  canManage,
  onAllot,
  onChanged,
}: {
  member: SubAccountView;
  canManage: boolean;
  onAllot: () => void;
  onChanged: (team: TeamView) => void;
}) {
  const t = useT();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const active = member.status === 'active';
  const invited = member.status === 'invited';
  const toggle = async () => {
    setBusy(true);
    try {
      // Stopping an invitation withdraws it (the API frees the seat).
      onChanged(await setSubAccountActive(member.id, !active && !invited));
      message.success(t(invited ? 'hiring.team.withdrawn' : active ? 'hiring.team.stopped' : 'hiring.team.restarted', { name: member.name }));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="record-item" data-member-id={member.id} data-status={member.status}>
      <div className="record-item-main">
        <div className="record-item-title">
          <span>{member.name}</span>
          <span className="center-hint">{member.title}</span>
          <Tag color={active ? 'success' : invited ? 'processing' : 'default'}>{t(`hiring.team.${member.status}`)}</Tag>
        </div>
        <p className="record-item-meta">{member.mobileMasked}</p>
        <p className="record-item-meta" data-testid="member-quotas">
          {ALLOTTABLE_QUOTAS.map((kind) => {
            const q = member.quotas[kind];
            return q.allotted === null
              ? t('hiring.team.shareNone', { kind: t(`dict.quotaKind.${kind}`), used: q.used })
              : t('hiring.team.share', { kind: t(`dict.quotaKind.${kind}`), used: q.used, allotted: q.allotted });
          }).join(' · ')}
        </p>
      </div>
      {canManage && (
        <div className="record-item-actions" role="group" aria-label={t('hiring.team.actionsFor', { name: member.name })}>
          <Button size="small" onClick={onAllot} disabled={!active}>
            <T id="hiring.team.allot" />
          </Button>
          {invited ? (
            <Button size="small" loading={busy} onClick={() => void toggle()}>
              <T id="hiring.team.withdraw" />
            </Button>
          ) : active ? (
            <Popconfirm
              title={t('hiring.team.stopConfirm', { name: member.name })}
              okText={t('hiring.team.stop')}
              cancelText={t('shared.cancel')}
              onConfirm={() => void toggle()}
            >
              <Button size="small" danger loading={busy}>
                <T id="hiring.team.stop" />
              </Button>
            </Popconfirm>
          ) : (
            <Button size="small" loading={busy} onClick={() => void toggle()}>
              <T id="hiring.team.restart" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function AddDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (team: TeamView) => void }) {
  const t = useT();
  const [form] = Form.useForm<SubAccountBody>();
  return (
    <FormDialog
      title={<T id="hiring.team.add" />}
      form={form}
      submit={addSubAccount}
      // A job seeker's number is invited, not added: the team then lists it as waiting for an answer.
      success={(team, values) =>
        t(team.members.some((m) => m.status === 'invited' && m.name === values.name.trim()) ? 'hiring.team.invitationSent' : 'hiring.team.added', {
          name: values.name,
        })
      }
      onDone={onAdded}
      onClose={onClose}
      okText={t('hiring.team.add')}
      intro={
        <p className="center-hint">
          <T id="hiring.team.addHint" />
        </p>
      }
    >
      <Form.Item name="name" label={t('hiring.team.name')} rules={[{ required: true, whitespace: true, message: t('hiring.team.nameRequired') }]}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="mobile" label={t('hiring.team.mobile')} rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('hiring.team.mobileInvalid') }]}>
        <Input inputMode="numeric" maxLength={11} autoComplete="off" />
      </Form.Item>
      <Form.Item name="title" label={t('hiring.team.jobTitle')} rules={[{ required: true, whitespace: true, message: t('hiring.team.titleRequired') }]}>
        <Input maxLength={SUB_ACCOUNT_TITLE_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}

function AllotDialog({
  team,
  member,
  onClose,
  onAllotted,
}: {
  team: TeamView;
  member: SubAccountView;
  onClose: () => void;
  onAllotted: (team: TeamView) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Record<string, number | null>>();
  return (
    <FormDialog
      title={<T id="hiring.team.allotTitle" values={{ name: member.name }} />}
      form={form}
      submit={(values, options) => allotQuotas(member.id, Object.fromEntries(ALLOTTABLE_QUOTAS.map((k) => [k, values[k] ?? null])) as AllotmentBody, options)}
      success="hiring.team.allotted"
      onDone={onAllotted}
      onClose={onClose}
      okText={t('common.save')}
      initialValues={Object.fromEntries(ALLOTTABLE_QUOTAS.map((k) => [k, member.quotas[k].allotted]))}
      intro={
        <p className="center-hint">
          <T id="hiring.team.allotHint" />
        </p>
      }
    >
      {ALLOTTABLE_QUOTAS.map((kind) => {
        const pool = team.pool[kind];
        const free = Math.max(0, pool.granted - pool.allotted + (member.quotas[kind].allotted ?? 0));
        const { used } = member.quotas[kind];
        return (
          <Form.Item
            key={kind}
            name={kind}
            label={t(`dict.quotaKind.${kind}`)}
            extra={t('hiring.team.allotFree', { free, used })}
            rules={[
              { type: 'number', min: used, message: t('hiring.team.allotBelowUsed', { used }) },
              { type: 'number', max: free, message: t('hiring.team.allotAboveFree', { free }) },
            ]}
          >
            <InputNumber min={0} max={ALLOTMENT_MAX} precision={0} placeholder={t('hiring.team.allotNone')} style={{ width: 220 }} />
          </Form.Item>
        );
      })}
    </FormDialog>
  );
}
