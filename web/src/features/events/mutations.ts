import { type components, unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventQueries, myEventQueries } from './queries';

type CreateEventRequest = components['schemas']['CreateEventRequest'];
type UpdateEventRequest = components['schemas']['UpdateEventRequest'];
type UpdateTicketTypeRequest = components['schemas']['UpdateTicketTypeRequest'];
type CreateTicketTypeRequest = components['schemas']['CreateTicketTypeRequest'];

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
      queryClient.invalidateQueries({ queryKey: myEventQueries.all() }),
    ]);
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: CreateEventRequest) => unwrap(api.POST('/api/events', { body })),
    onSuccess: invalidate,
  });
}

export interface EventChanges {
  event: UpdateEventRequest;
  changedTicketTypes: { id: number; changes: UpdateTicketTypeRequest }[];
  newTicketTypes: CreateTicketTypeRequest[];
}

/** Sends only what changed: the event's fields, then each changed or new ticket type. */
export function useUpdateEvent(id: number) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async ({ event, changedTicketTypes, newTicketTypes }: EventChanges) => {
      if (Object.keys(event).length > 0) {
        await unwrap(api.PUT('/api/events/{id}', { params: { path: { id } }, body: event }));
      }
      for (const { id: typeId, changes } of changedTicketTypes) {
        await unwrap(api.PUT('/api/ticket-types/{id}', { params: { path: { id: typeId } }, body: changes }));
      }
      for (const body of newTicketTypes) {
        await unwrap(api.POST('/api/events/{id}/ticket-types', { params: { path: { id } }, body }));
      }
    },
    onSettled: invalidate,
  });
}

/** PUTs the file with upload progress (fetch cannot report it; XMLHttpRequest can). */
function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      try {
        reject(new Error(JSON.parse(xhr.responseText).detail));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed. Check your connection and try again.'));
    xhr.send(file);
  });
}

/** Uploads a poster: an upload link, the bytes with progress, then its poster path. */
export async function uploadPoster(file: File, onProgress: (fraction: number) => void) {
  const { uploadURL } = await unwrap(api.POST('/api/images/upload'));
  await putWithProgress(uploadURL, file, onProgress);
  const { objectPath } = await unwrap(api.PUT('/api/images', { body: { imageURL: uploadURL } }));
  return objectPath;
}
