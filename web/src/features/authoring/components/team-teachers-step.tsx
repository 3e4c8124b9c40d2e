import { Avatar, Button, Card, Empty, List, Popconfirm, Skeleton, Tag } from 'antd';
import { addTeacher, deleteTeacher, setMasterTeacher } from '@/api/authoring';
import { markTeacherAdded } from '../lib/wizard-storage';
import { useWizard } from '../hooks/use-wizard';
import styles from '../authoring.module.css';
import { useCourseTeam, useSchoolTeachers } from '../queries';
import { AUTHORING_TEXT } from '../texts';
import { useAuthoringAction } from '../hooks/use-authoring-action';

const T = AUTHORING_TEXT.team;
const M = AUTHORING_TEXT.messages;
const W = AUTHORING_TEXT.wizard;

/**
 * A course's (or a training's) team: the school's teachers to add, the team, the lead (主讲教师), removal confirmed.
 * onLead: told the new lead's member sign.
 */
export function TeamEditor({ courseId, onLead }: { courseId: string; onLead?: (memberSign: string) => void }) {
  const team = useCourseTeam(courseId);
  const school = useSchoolTeachers();
  const { busy, run } = useAuthoringAction();
  const members = team.data?.list ?? [];
  const onTeam = new Set(members.map((m) => m.teacherIdSign));
  const lead = members.find((m) => m.masterFlag);

  const add = (teacherIdSign: string) =>
    run(`add-${teacherIdSign}`, async () => {
      await addTeacher(courseId, teacherIdSign);
      markTeacherAdded();
    }, M.added);
  const remove = (idSign: string) => run(`remove-${idSign}`, () => deleteTeacher(idSign), M.deleted);
  const makeLead = (idSign: string) =>
    run(`lead-${idSign}`, async () => {
      await setMasterTeacher(courseId, idSign, lead?.idSign ?? '');
      onLead?.(idSign);
    }, M.updated);

  return (
    <>
      <div className={styles.columns}>
        <Card size="small" title={T.courseTeachers}>
          {team.isPending ? (
            <Skeleton active />
          ) : (
            <List
              dataSource={members}
              locale={{ emptyText: <Empty description={T.emptyTeam} /> }}
              renderItem={(m) => (
                <List.Item
                  actions={
                    m.masterFlag
                      ? [<Tag color="blue" key="lead">{T.lead}</Tag>]
                      : [
                          <Button key="lead" size="small" loading={busy === `lead-${m.idSign}`} onClick={() => void makeLead(m.idSign)}>
                            {T.setLead}
                          </Button>,
                          <Popconfirm key="remove" title={T.removeConfirm(m.name)} okText={T.confirm} cancelText={T.cancel}
                            onConfirm={() => remove(m.idSign)}>
                            <Button size="small" danger loading={busy === `remove-${m.idSign}`}>
                              {T.remove}
                            </Button>
                          </Popconfirm>,
                        ]
                  }
                >
                  <List.Item.Meta avatar={<Avatar src={m.photo || undefined}>{m.name.slice(0, 1)}</Avatar>} title={m.name} />
                </List.Item>
              )}
            />
          )}
        </Card>
        <Card size="small" title={T.schoolTeachers}>
          {school.isPending ? (
            <Skeleton active />
          ) : (
            <List
              dataSource={school.data?.list ?? []}
              locale={{ emptyText: <Empty description={T.emptySchool} /> }}
              renderItem={(t) => (
                <List.Item
                  actions={[
                    onTeam.has(t.teacherIdSign) ? (
                      <Tag key="on">{T.onTeam}</Tag>
                    ) : (
                      <Button key="add" size="small" type="primary" loading={busy === `add-${t.teacherIdSign}`}
                        onClick={() => void add(t.teacherIdSign)}>
                        {T.add}
                      </Button>
                    ),
                  ]}
                >
                  <List.Item.Meta avatar={<Avatar src={t.photo || undefined}>{t.name.slice(0, 1)}</Avatar>} title={t.name} />
                </List.Item>
              )}
            />
          )}
        </Card>
      </div>
    </>
  );
}

/** Step 2 (team-teachers): the team editor with the wizard's buttons. */
export function TeamTeachersStep() {
  const wizard = useWizard();
  return (
    <>
      <TeamEditor courseId={wizard.courseId ?? ''} onLead={(sign) => wizard.setMaster(sign)} />
      <div className={styles.actions}>
        <Button onClick={() => wizard.goTo(0)}>{W.previous}</Button>
        <Button type="primary" onClick={() => wizard.goTo(2)}>
          {W.next}
        </Button>
      </div>
    </>
  );
}
