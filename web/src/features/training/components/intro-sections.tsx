import type { TrainingBody, TrainingPlan } from '@/api/training';
import type { CourseTeacher } from '@/api/courses';
import { SkeletonLines } from '@/components/skeleton';
import { planStages } from '../lib/format';
import { useEnterprises, useTrainBody, useTrainPlan, useTrainTeachers } from '../queries';
import { TRAINING_TEXT } from '../texts';
import { EnterpriseStrip } from './enterprise-strip';
import styles from './intro-sections.module.css';

const TEXT = TRAINING_TEXT.detail;

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading() {
  return <SkeletonLines rows={3} />;
}

function Details({ body }: { body: TrainingBody }) {
  const text = body.details.trim() || body.introduction.trim();
  return text ? <p className={styles.text}>{text}</p> : <p className={styles.muted}>{TEXT.noDetails}</p>;
}

function Plan({ plan }: { plan: TrainingPlan }) {
  const stages = planStages(plan.plan);
  if (stages.length === 0) return <p className={styles.muted}>{TEXT.noPlan}</p>;
  return (
    <ol className={styles.stages}>
      {stages.map((stage, index) => (
        <li key={index} className={styles.stage}>
          <span className={styles.step} aria-hidden="true">
            {index + 1}
          </span>
          <span>{stage}</span>
        </li>
      ))}
    </ol>
  );
}

function Teachers({ teachers }: { teachers: readonly CourseTeacher[] }) {
  if (teachers.length === 0) return <p className={styles.muted}>{TEXT.noTeachers}</p>;
  return (
    <ul className={styles.teachers}>
      {teachers.map((teacher) => (
        <li key={teacher.idSign} className={styles.teacher}>
          {teacher.photo ? (
            <img className={styles.avatar} src={teacher.photo} alt="" loading="lazy" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {teacher.name.slice(0, 1)}
            </span>
          )}
          <span className={styles.teacherName}>{teacher.name}</span>
          {teacher.masterFlag ? <span className={styles.lead}>{teacher.masterFlag}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** 培训计划 alone (the learning centre's plan section). */
export function PlanSection({ sign }: { sign: string }) {
  const plan = useTrainPlan(sign);
  return (
    <div className={styles.sections}>
      <Block id="training-plan" title={TEXT.planTitle}>
        {plan.data ? <Plan plan={plan.data} /> : plan.isError ? <p className={styles.muted}>{TRAINING_TEXT.loadFailed}</p> : <Loading />}
      </Block>
    </div>
  );
}

/** 培训介绍: the introduction, the plan (one stage a line), the teachers and the partner enterprises, each from its call. */
export function IntroSections({ sign }: { sign: string }) {
  const body = useTrainBody(sign);
  const plan = useTrainPlan(sign);
  const teachers = useTrainTeachers(sign);
  const partners = useEnterprises(sign);
  return (
    <div className={styles.sections}>
      <Block id="training-intro" title={TEXT.introTitle}>
        {body.data ? <Details body={body.data} /> : body.isError ? <p className={styles.muted}>{TRAINING_TEXT.loadFailed}</p> : <Loading />}
      </Block>
      <Block id="training-plan" title={TEXT.planTitle}>
        {plan.data ? <Plan plan={plan.data} /> : plan.isError ? <p className={styles.muted}>{TRAINING_TEXT.loadFailed}</p> : <Loading />}
      </Block>
      <Block id="training-teachers" title={TEXT.teachersTitle}>
        {teachers.data ? <Teachers teachers={teachers.data} /> : teachers.isError ? <p className={styles.muted}>{TRAINING_TEXT.loadFailed}</p> : <Loading />}
      </Block>
      {partners.data && partners.data.length > 0 ? (
        <Block id="training-partners" title={TEXT.partners}>
          <EnterpriseStrip enterprises={partners.data} showCount={false} />
        </Block>
      ) : null}
    </div>
  );
}
