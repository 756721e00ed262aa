#pragma once
// What every test that builds the editor's window (or anything reading QSettings or the
// recent files) calls first, in initTestCase: Qt's test mode, so QStandardPaths and QSettings
// point into ~/.qttest instead of the user's folders, a settings scope of the test's own,
// cleared. The suite checks it (support/test_main.cpp fails a test that leaves files in its
// scratch HOME outside ~/.qttest).
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace sw::test {

inline void useScratchSettings(const QString& scope) {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ScrollworkTests-") + scope);
  QSettings().clear();
}

}  // namespace sw::test
