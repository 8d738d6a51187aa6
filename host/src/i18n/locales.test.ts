import { MESSAGE_LANGUAGES } from '@meridian/shared/locales';
import { HOST_NAMESPACES } from '@meridian/shared/i18n';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';

describeLocaleCoverage(`${__dirname}/../../locales`, MESSAGE_LANGUAGES, HOST_NAMESPACES);
