import { Button, Card, Steps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { WizardContext } from '../hooks/use-wizard';
import { AUTHORING_TEXT } from '../texts';
import {
  clearWizard,
  readWizard,
  saveCourse,
  saveMaster,
  saveStep,
  STEP_PATHS,
  stepIndex,
} from '../lib/wizard-storage';
import styles from '../authoring.module.css';

const T = AUTHORING_TEXT.wizard;

/**
 * /new-curriculum (teacher only): the course creation wizard of spec 02 §4 — summary-Info, team-teachers,
 * content-design, assessment-criterion as child routes under an antd Steps bar. The step, the course id and the
 * lead teacher's id live in localStorage so a refresh resumes; `?course=<sign>` opens an existing course.
 */
export function NewCurriculumPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const editSign = search.get('course');
  const [state, setState] = useState(() => {
    if (editSign) {
      saveCourse(editSign, null);
      return { courseId: editSign, masterId: null as string | null };
    }
    const saved = readWizard();
    return { courseId: saved.courseId, masterId: saved.masterId };
  });
  const current = stepIndex(pathname.split('/').pop());

  useEffect(() => {
    saveStep(current);
  }, [current]);

  const goTo = useCallback(
    (step: number) => navigate(`${paths.newCurriculum.getHref()}/${STEP_PATHS[step]}`),
    [navigate],
  );
  const context = useMemo<WizardContext>(
    () => ({
      ...state,
      setCourse: (courseId, masterId) => {
        saveCourse(courseId, masterId);
        setState({ courseId, masterId });
      },
      setMaster: (masterId) => {
        saveMaster(masterId);
        setState((s) => ({ ...s, masterId }));
      },
      goTo,
    }),
    [state, goTo],
  );

  const restart = (): void => {
    clearWizard();
    setState({ courseId: null, masterId: null });
    navigate(`${paths.newCurriculum.getHref()}/${STEP_PATHS[0]}`);
  };

  return (
    <div className={styles.page}>
      <Card
        title={state.courseId ? T.editTitle : T.title}
        extra={
          state.courseId ? (
            <Button size="small" onClick={restart}>
              {T.restart}
            </Button>
          ) : null
        }
      >
        <Steps
          className={styles.steps}
          current={current}
          responsive
          size="small"
          onChange={(step) => goTo(step)}
          items={T.steps.map((title, i) => ({ title, disabled: i > 0 && !state.courseId }))}
        />
        {current > 0 && !state.courseId ? (
          <Navigate replace to={`${paths.newCurriculum.getHref()}/${STEP_PATHS[0]}`} />
        ) : (
          <Outlet context={context} />
        )}
      </Card>
    </div>
  );
}

/** /new-curriculum itself: on to the saved step (summary-Info by default). */
export function NewCurriculumIndex() {
  const { step, courseId } = readWizard();
  const target = courseId ? step : 0;
  return <Navigate replace to={`${paths.newCurriculum.getHref()}/${STEP_PATHS[target]}`} />;
}
