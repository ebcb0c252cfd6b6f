#include "heaptrim.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

HeapTrim::HeapTrim(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(2000);   // after the pop transition has destroyed the screen
    connect(&m_timer, &QTimer::timeout, this, [] {
#if defined(__GLIBC__)
        malloc_trim(0);
#endif
    });
}
