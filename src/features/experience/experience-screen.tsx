import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { NewTabHint } from '../../shared/new-tab-hint';
import { resumeAddress } from '../../shared/resume-files';
import { space } from '../../theme';
import { CertificationList } from './certification-list';
import { EducationList } from './education-list';
import { JobTimeline } from './job-timeline';

export function ExperienceScreen() {
  const { jobs, resumeUrl, education, certifications } = useContent();
  const text = useText();
  return (
    <Stack spacing={space.block} component="article">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={space.stack}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Typography variant="h1">{text.experienceHeading}</Typography>
        <div>
          <Button
            variant="contained"
            href={resumeAddress(resumeUrl, import.meta.env.BASE_URL)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<DescriptionIcon aria-hidden="true" />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {text.resumeButton}
            <NewTabHint />
          </Button>
        </div>
      </Stack>
      {jobs.length > 0 && <JobTimeline jobs={jobs} />}
      {education && education.length > 0 && <EducationList education={education} />}
      {certifications && certifications.length > 0 && (
        <CertificationList certifications={certifications} />
      )}
    </Stack>
  );
}

export default ExperienceScreen;
