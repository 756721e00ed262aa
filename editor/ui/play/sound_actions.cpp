// Play > Sound (sound_actions.h).
#include "ui/play/sound_actions.h"

#include <QFormLayout>
#include <QMenu>
#include <QSettings>
#include <QSlider>
#include <QWidgetAction>
#include <algorithm>
#include <cmath>

#include "document/document.h"
#include "document/message_log.h"
#include "play/play_sound.h"

namespace sw::play {

SoundActions::SoundActions(sw::editor::Document* document, QObject* parent) : QObject(parent), document_(document) {
  setObjectName(QStringLiteral("soundActions"));
  QSettings settings;
  settings_.muted = settings.value(QStringLiteral("sound/muted"), false).toBool();
  settings_.master = settings.value(QStringLiteral("sound/master"), settings_.master).toDouble();
  settings_.music = settings.value(QStringLiteral("sound/music"), settings_.music).toDouble();
  settings_.effects = settings.value(QStringLiteral("sound/effects"), settings_.effects).toDouble();
  SoundOutput::instance().setSettings(settings_);
  mute_ = new QAction(tr("&Mute"), this);
  mute_->setObjectName(QStringLiteral("soundMuteAction"));
  mute_->setCheckable(true);
  mute_->setChecked(settings_.muted);
  mute_->setToolTip(tr("Play without sound effects and music"));
  connect(mute_, &QAction::toggled, this, [this](bool on) {
    auto s = settings_;
    s.muted = on;
    setSettings(s);
  });
  connect(&SoundOutput::instance(), &SoundOutput::problem, this, [this](const QString& line) {
    if (document_) document_->log()->add(sw::editor::LogEntry::Severity::Warning, line);
  });
}

void SoundActions::setSettings(const sw::audio::AudioSettings& s) {
  settings_ = s;
  SoundOutput::instance().setSettings(settings_);
  settings_ = SoundOutput::instance().settings();  // clamped
  QSettings settings;
  settings.setValue(QStringLiteral("sound/muted"), settings_.muted);
  settings.setValue(QStringLiteral("sound/master"), settings_.master);
  settings.setValue(QStringLiteral("sound/music"), settings_.music);
  settings.setValue(QStringLiteral("sound/effects"), settings_.effects);
  if (mute_->isChecked() != settings_.muted) mute_->setChecked(settings_.muted);
}

QSlider* SoundActions::slider(const char* name, double value, void (*apply)(sw::audio::AudioSettings&, double)) {
  auto* s = new QSlider(Qt::Horizontal);
  s->setObjectName(QString::fromLatin1(name));
  s->setRange(0, 100);
  s->setValue(int(std::lround(value * 100)));
  s->setMinimumWidth(140);
  connect(s, &QSlider::valueChanged, this, [this, apply](int v) {
    auto settings = settings_;
    apply(settings, v / 100.0);
    setSettings(settings);
  });
  return s;
}

void SoundActions::populate(QMenu* menu) {
  QMenu* sound = menu->addMenu(tr("S&ound"));
  sound->setObjectName(QStringLiteral("playSoundMenu"));
  sound->addAction(mute_);
  auto* panel = new QWidget;
  auto* form = new QFormLayout(panel);
  form->setContentsMargins(8, 4, 8, 4);
  form->addRow(tr("Master"), slider("soundMasterSlider", settings_.master,
                                    [](sw::audio::AudioSettings& s, double v) { s.master = v; }));
  form->addRow(tr("Music"), slider("soundMusicSlider", settings_.music,
                                   [](sw::audio::AudioSettings& s, double v) { s.music = v; }));
  form->addRow(tr("Effects"), slider("soundEffectsSlider", settings_.effects,
                                     [](sw::audio::AudioSettings& s, double v) { s.effects = v; }));
  auto* volumes = new QWidgetAction(sound);
  volumes->setDefaultWidget(panel);
  sound->addAction(volumes);
  // The mixer's own cost (issue 42, item 10): the audio thread's share of wall time since the
  // menu was last opened, so a tester sees mixing never competes with the UI.
  sound->addSeparator();
  QAction* load = sound->addAction(QString());
  load->setObjectName(QStringLiteral("soundLoadAction"));
  load->setEnabled(false);
  connect(sound, &QMenu::aboutToShow, this, [load] {
    auto& engine = SoundOutput::instance().engineAsIs();
    if (!engine.available()) {
      load->setText(tr("Audio thread: no device open"));
      return;
    }
    const double busy = engine.mixLoadSinceLastCall() * 100;
    const double mixed = double(engine.stats().framesMixed) / std::max(1, engine.rate());
    load->setText(tr("Audio thread: %1 % busy, %2 s mixed").arg(busy, 0, 'f', 2).arg(mixed, 0, 'f', 0));
  });
}

}  // namespace sw::play
