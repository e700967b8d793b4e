/*
 * Start-up for any Cortex-M3: the vector table (initial SP, reset, faults),
 * then .data copied from flash, .bss zeroed, main() called and its status
 * passed to hal_exit.
 */
#include <stdint.h>
#include <string.h>

#include "hal.h"

extern uint32_t __stack_top, __data_start, __data_end, __data_load, __bss_start, __bss_end;
int main(void);

/* Copies .data, zeroes .bss, runs main. */
void Reset_Handler(void)
{
    memcpy(&__data_start, &__data_load,
           (size_t)((char *)&__data_end - (char *)&__data_start));
    memset(&__bss_start, 0, (size_t)((char *)&__bss_end - (char *)&__bss_start));
    hal_exit(main());
}

/* Any fault or unexpected interrupt: report and stop. */
static void Fault_Handler(void)
{
    hal_send_str("fault\n");
    hal_exit(3);
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
    (void (*)(void))&__stack_top, Reset_Handler, Fault_Handler, Fault_Handler,
    Fault_Handler, Fault_Handler, Fault_Handler, 0, 0, 0, 0, Fault_Handler,
    Fault_Handler, 0, Fault_Handler, Fault_Handler,
};
