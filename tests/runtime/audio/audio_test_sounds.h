#pragma once
// Sound files and an audio device for the audio tests: WAVs written on the spot, and SDL's
// disk driver (it mixes on its own thread like a sound card, writing to a file in a scratch
// folder), so no test needs a sound card.
#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <string>

namespace sw::test {

// A 16-bit mono WAV at 22050 Hz: a sine of `hz` for `seconds`.
inline void writeSineWav(const std::string& path, double seconds, double hz = 440, double amplitude = 0.5) {
  const int rate = 22050;
  const auto frames = std::uint32_t(seconds * rate);
  std::ofstream out(path, std::ios::binary);
  auto u32 = [&](std::uint32_t v) { out.put(char(v)).put(char(v >> 8)).put(char(v >> 16)).put(char(v >> 24)); };
  auto u16 = [&](std::uint16_t v) { out.put(char(v)).put(char(v >> 8)); };
  out << "RIFF";
  u32(36 + frames * 2);
  out << "WAVEfmt ";
  u32(16);
  u16(1);
  u16(1);
  u32(rate);
  u32(rate * 2);
  u16(2);
  u16(16);
  out << "data";
  u32(frames * 2);
  for (std::uint32_t i = 0; i < frames; ++i)
    u16(std::uint16_t(std::int16_t(std::lround(std::sin(2 * M_PI * hz * i / rate) * amplitude * 32767))));
}

// SDL's disk driver writing into `dir`: set before the engine opens.
inline void useDiskAudio(const QTemporaryDir& dir) {
  qputenv("SDL_AUDIODRIVER", "disk");
  qputenv("SDL_DISKAUDIOFILE", QString(dir.path() + "/mixed.raw").toLocal8Bit());
}

}  // namespace sw::test
