// The English catalogue (translations/scrollwork_en.ts, made by tools/make_en.py): the
// %n texts read "Move 1 object" and "Move 3 objects", not "Move 1 object(s)", and the
// catalogue holds every %n text the German one does (lupdate keeps that one current);
// both write the count as %Ln, grouped as the locale groups digits.
#include <QFile>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <memory>

#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
struct NumerusText {
  QString context, source;
  QStringList forms;
};

// The %n texts of a .ts file, with their forms.
QList<NumerusText> numerusTexts(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QXmlStreamReader xml(&file);
  QList<NumerusText> out;
  QString context;
  bool inMessage = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == u"name") context = xml.readElementText();
    if (xml.name() == u"message") {
      inMessage = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
      if (inMessage) out.push_back({context, {}, {}});
    }
    if (!inMessage) continue;
    if (xml.name() == u"source") out.back().source = xml.readElementText();
    if (xml.name() == u"numerusform") out.back().forms.push_back(xml.readElementText());
  }
  return xml.hasError() ? QList<NumerusText>{} : out;
}

QSet<QString> keys(const QList<NumerusText>& texts) {
  QSet<QString> out;
  for (const NumerusText& t : texts) out.insert(t.context + u'\x1f' + t.source);
  return out;
}
}  // namespace

class EnglishPluralsTest : public QObject {
  Q_OBJECT

 private slots:
  void catalogueHoldsEveryPluralText() {
    const auto english = numerusTexts(QStringLiteral(SW_SOURCE_DIR "/translations/scrollwork_en.ts"));
    const auto german = numerusTexts(QStringLiteral(SW_SOURCE_DIR "/translations/scrollwork_de.ts"));
    QVERIFY(english.size() > 50);
    QCOMPARE(keys(english), keys(german));
    for (const NumerusText& t : english) {
      QCOMPARE(t.forms.size(), 2);  // English: one, and more
      for (const QString& form : t.forms) {
        QVERIFY2(form.contains(QLatin1String("%Ln")), qPrintable(form));  // grouped: 25,000
        QVERIFY2(!form.contains(QLatin1String("(s)")) && !form.contains(QLatin1String("(es)")), qPrintable(form));
      }
      // Texts whose English reads the same for one and for more ("and 1 more", "and 2 more").
      const bool sameInEnglish = t.source == QLatin1String("%n passed") || t.source == QLatin1String("%n passed (%1)") ||
                                 t.source == QLatin1String(" and %n more");
      QVERIFY2(t.forms[0] != t.forms[1] || sameInEnglish, qPrintable(t.source));
    }
    for (const NumerusText& t : german)
      for (const QString& form : t.forms)
        QVERIFY2(!form.contains(QLatin1String("%n")), qPrintable(form));  // the count, if shown, is %Ln
  }

  void countsAreGroupedAsTheLocaleGroupsDigits() {
    // "Delete 25,000 objects" in the United States, "25.000 Objekte" in Germany; the C
    // locale (tests, LANG=C) writes 25000.
    const QLocale before;
    QTranslator english, german;
    QVERIFY(english.load(QStringLiteral(SW_BINARY_DIR "/translations/scrollwork_en.qm")));
    QVERIFY(german.load(QStringLiteral(SW_BINARY_DIR "/translations/scrollwork_de.qm")));
    auto move = [](int n) { return QCoreApplication::translate("ObjectEdits", "Move %n object(s)", nullptr, n); };
    QCoreApplication::installTranslator(&english);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(move(25000), QStringLiteral("Move 25,000 objects"));
    QCOMPARE(move(1), QStringLiteral("Move 1 object"));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(move(25000), QStringLiteral("Move 25000 objects"));
    QCoreApplication::removeTranslator(&english);
    QCoreApplication::installTranslator(&german);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY2(move(25000).contains(QStringLiteral("25.000")), qPrintable(move(25000)));
    QCoreApplication::removeTranslator(&german);
    QLocale::setDefault(before);
  }

  void undoTextsReadAsEnglish() {
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(SW_BINARY_DIR "/translations/scrollwork_en.qm")));
    QCoreApplication::installTranslator(&english);
    QTemporaryDir dir;
    auto project = test::sampleProject();
    for (const char* name : {"first", "second"}) {  // two markers to move
      auto marker = std::make_unique<Marker>();
      marker->name = name;
      project->levels[0]->objects.push_back(std::move(marker));
    }
    project->directory = dir.path().toStdString();
    saveProject(*project);
    Document document;
    QVERIFY(document.open(dir.path()).empty());
    Level* level = document.editableLevel();
    QVector<ObjectId> movable;
    for (const auto& object : level->objects)
      if (objectCast<const Marker*>(object.get())) movable.push_back(object->id);
    QVERIFY(movable.size() >= 2);
    const std::unique_ptr<QUndoCommand> one{makeMoveCommand(&document, level, {movable[0]}, {1, 0})};
    const std::unique_ptr<QUndoCommand> two{makeMoveCommand(&document, level, {movable[0], movable[1]}, {1, 0})};
    QCOMPARE(one->text(), QStringLiteral("Move 1 object"));
    QCOMPARE(two->text(), QStringLiteral("Move 2 objects"));
    QCoreApplication::removeTranslator(&english);
    const std::unique_ptr<QUndoCommand> untranslated{makeMoveCommand(&document, level, {movable[0]}, {1, 0})};
    QCOMPARE(untranslated->text(), QStringLiteral("Move 1 object(s)"));  // the source, as lupdate reads it
  }
};

QTEST_MAIN(EnglishPluralsTest)
#include "english_plurals_test.moc"
