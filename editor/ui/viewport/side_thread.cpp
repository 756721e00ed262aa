#include "ui/viewport/side_thread.h"

#include <system_error>
#include <utility>

namespace sw::ui {

SideThread::~SideThread() {
  if (!thread_.joinable()) return;
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !job_ && !running_; });
    stop_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void SideThread::run(std::function<void()> job) {
  wait();
  if (!started_) {
    started_ = true;
    try {
      thread_ = std::thread([this] { loop(); });
    } catch (const std::system_error&) {
      // No thread (resources exhausted): the same work, on this one.
    }
  }
  given_ = true;
  if (!thread_.joinable()) {
    try {
      job();
    } catch (...) {
      failure_ = std::current_exception();
    }
    return;
  }
  {
    std::lock_guard lock(mutex_);
    job_ = std::move(job);
  }
  changed_.notify_all();
}

void SideThread::wait() {
  if (!given_) return;
  given_ = false;
  std::exception_ptr failure;
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !job_ && !running_; });
    failure = std::exchange(failure_, nullptr);
  }
  if (failure) std::rethrow_exception(failure);
}

void SideThread::loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return stop_ || job_; });
    if (!job_) return;  // stop_, nothing left to do
    std::function<void()> job = std::exchange(job_, nullptr);
    running_ = true;
    lock.unlock();
    std::exception_ptr failure;
    try {
      job();
    } catch (...) {
      failure = std::current_exception();
    }
    job = nullptr;  // what it captured is freed before the caller is told it is done
    lock.lock();
    running_ = false;
    failure_ = failure;
    changed_.notify_all();
  }
}

}  // namespace sw::ui
