// core/body_stream.h: pieces pushed on another thread reach the connection in order, the end is seen, and a client
// that has gone stops the producer.
#include "core/body_stream.h"

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>

#include <string>
#include <thread>

namespace xj::core {
namespace {

namespace asio = boost::asio;

// Runs the connection side on an io_context of its own: everything next() hands over, joined.
std::string drain(const BodyStreamPtr& stream, int& calls) {
    asio::io_context io;
    std::string received;
    asio::co_spawn(
        io,
        [&]() -> asio::awaitable<void> {
            std::string piece;
            while (co_await stream->next(piece)) {
                received += piece;
                ++calls;
            }
        },
        asio::detached);
    io.run();
    return received;
}

TEST(BodyStream, PiecesPushedOnAnotherThreadArriveInOrderThenTheEnd) {
    auto stream = std::make_shared<BodyStream>();
    std::thread producer([stream] {
        FinishOnExit finish(stream);
        for (int i = 0; i < 200; ++i) EXPECT_TRUE(stream->push(std::to_string(i % 10)));
    });
    int calls = 0;
    std::string received = drain(stream, calls);
    producer.join();
    std::string expected;
    for (int i = 0; i < 200; ++i) expected += std::to_string(i % 10);
    EXPECT_EQ(received, expected);
    EXPECT_GE(calls, 1);
    EXPECT_LE(calls, 200);  // pushes made while the connection was busy come together
}

TEST(BodyStream, WhatWasPushedBeforeTheConnectionWaitedIsNotLost) {
    auto stream = std::make_shared<BodyStream>();
    EXPECT_TRUE(stream->push("data: a\n\n"));
    EXPECT_TRUE(stream->push(""));  // nothing to send: still going
    stream->finish();
    stream->finish();
    EXPECT_FALSE(stream->push("late"));  // after the end
    int calls = 0;
    EXPECT_EQ(drain(stream, calls), "data: a\n\n");
    EXPECT_EQ(calls, 1);
}

TEST(BodyStream, AClientThatHasGoneStopsTheProducer) {
    auto stream = std::make_shared<BodyStream>();
    EXPECT_TRUE(stream->push("first"));
    stream->abandon();
    EXPECT_TRUE(stream->abandoned());
    EXPECT_FALSE(stream->push("second"));
    int calls = 0;
    EXPECT_EQ(drain(stream, calls), "");  // dropped: nobody is there to read it
}

}  // namespace
}  // namespace xj::core
