#include "ui/viewport/side_thread.h"

#include <system_error>
#include <utility>

namespace sw::ui {

SideThread::~SideThread() {
  if (!thread_.joinable()) return;
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return jobs_.empty() && !running_; });
    stop_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void SideThread::run(std::function<void()> job) {
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
      if (!failure_) failure_ = std::current_exception();
    }
    return;
  }
  {
    std::lock_guard lock(mutex_);
    jobs_.push_back(std::move(job));
  }
  changed_.notify_all();
}

void SideThread::wait() {
  if (!given_) return;
  given_ = false;
  std::exception_ptr failure;
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return jobs_.empty() && !running_; });
    failure = std::exchange(failure_, nullptr);
  }
  if (failure) std::rethrow_exception(failure);
}

void SideThread::loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return stop_ || !jobs_.empty(); });
    if (jobs_.empty()) return;  // stop_, nothing left to do
    std::function<void()> job = std::move(jobs_.front());
    jobs_.pop_front();
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
    if (!failure_) failure_ = failure;
    changed_.notify_all();
  }
}

}  // namespace sw::ui
